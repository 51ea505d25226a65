"""PPO's steps on a GPU (torch), for `tools/train_ai.py --torch` on the device machine.

On one core the numpy steps (`tools.policy_ppo.ppo_steps`, gradients by hand) take three
quarters of an iteration; the same steps as one small graph on a GPU take a few ms each.
`TorchSteps` is a drop-in `Update`: the same loss (clipped ratio, value, entropy), the same
Adam (torch's, whose formula is the checkpoint's: m, v and the step count carry over both
ways), the minibatches in the same order (from the trainer's numpy generator). It reads the
parameters and Adam's moments at each call and writes them back in place, so the checkpoint
stays numpy and either learner can resume it. torch is a training-only dependency, there on
the GPU machine; nothing in the game or its tests needs it.
"""

from __future__ import annotations

import numpy as np
import torch

from tools.policy_ppo import KEYS, Adam, Params, Samples


class TorchSteps:
    """PPO's steps with torch on `device` (default: the GPU where there is one)."""

    def __init__(self, device: str | None = None) -> None:
        self.device = torch.device(device or ("cuda" if torch.cuda.is_available() else "cpu"))

    def __call__(self, p: Params, opt: Adam, s: Samples, rng: np.random.Generator, lr: float,
                 epochs: int = 3, batch: int = 4096, clip: float = 0.2, c_value: float = 0.5,
                 c_entropy: float = 0.01) -> dict[str, float]:
        dev = self.device
        t = {k: torch.tensor(p[k], device=dev, requires_grad=True) for k in KEYS}
        fused = dev.type == "cuda"
        adam = torch.optim.Adam([t[k] for k in KEYS], lr=lr, betas=(0.9, 0.999), eps=1e-8,
                                fused=fused)
        if opt.t:
            state = adam.state_dict()
            state["state"] = {i: {"step": torch.tensor(float(opt.t)),
                                  "exp_avg": torch.tensor(opt.m[k]),
                                  "exp_avg_sq": torch.tensor(opt.v[k])}
                              for i, k in enumerate(KEYS)}
            adam.load_state_dict(state)
        adv = (s.adv - s.adv.mean()) / (s.adv.std() + 1e-8)

        def put(a: np.ndarray) -> torch.Tensor:
            return torch.from_numpy(np.ascontiguousarray(a)).to(dev)

        x, mask, act = put(s.x.astype(np.float32)), put(s.mask), put(s.act.astype(np.int64))
        old, ret, advt = put(s.old.astype(np.float32)), put(s.ret.astype(np.float32)), put(
            adv.astype(np.float32))
        n = len(s)
        total = torch.zeros(4, device=dev)
        count = 0
        for _ in range(epochs):
            order = put(rng.permutation(n))
            for i in range(0, n, batch):
                idx = order[i:i + batch]
                xb, mb, ab, a = x[idx], mask[idx], act[idx], advt[idx]
                h1 = torch.relu(xb @ t["w1"] + t["b1"])
                h2 = torch.relu(h1 @ t["w2"] + t["b2"])
                z = (h2 @ t["w3"] + t["b3"]).masked_fill(~mb, -1e9)
                logp = torch.log_softmax(z, dim=1)
                v = (h2 @ t["wv"] + t["bv"])[:, 0]
                lp_a = logp.gather(1, ab[:, None])[:, 0]
                ratio = torch.exp(lp_a - old[idx])
                surrogate = torch.minimum(ratio * a, torch.clamp(ratio, 1 - clip, 1 + clip) * a)
                ent = -(torch.exp(logp) * torch.where(mb, logp, 0.0)).sum(dim=1)
                v_loss = ((v - ret[idx]) ** 2).mean()
                loss = -surrogate.mean() + c_value * v_loss - c_entropy * ent.mean()
                adam.zero_grad(set_to_none=True)
                loss.backward()
                adam.step()
                with torch.no_grad():
                    total += torch.stack([-surrogate.mean(), v_loss, ent.mean(),
                                          (old[idx] - lp_a).mean()])
                count += 1
        state = adam.state_dict()["state"]
        for i, k in enumerate(KEYS):
            p[k][...] = t[k].detach().cpu().numpy()
            if i in state:
                opt.m[k] = state[i]["exp_avg"].detach().cpu().numpy().astype(np.float32)
                opt.v[k] = state[i]["exp_avg_sq"].detach().cpu().numpy().astype(np.float32)
        opt.t += count
        pi, v_mean, ent_mean, kl = (total / max(1, count)).tolist()
        return {"pi": pi, "v": v_mean, "ent": ent_mean, "kl": kl}
