#!/usr/bin/env bash
# One generation of the classic-2 policy on the lent GPU machine (16 cores, torch), in one
# call: rollouts on 15 worker processes, PPO's steps on the GPU. Writes the checkpoint, the
# policy (only if it beats the shipped one in a short arena) and the log under $OUT; the
# real gate runs afterwards here, on 2,000 fresh deals. A failing start falls back to numpy
# steps, then to one process, so the minutes are not lost.
#   usage (device tool): bash tools/device_policy.sh MINUTES
set -uo pipefail
minutes=${1:-6}
out=${OUT:-/tmp/policy-out}
mkdir -p "$out"
export PYTHONUNBUFFERED=1 OMP_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 MKL_NUM_THREADS=1
cp tools/checkpoints/policy-classic-2.npz "$out/ck.npz"
cp assets/ai/policy-classic-2.json "$out/policy-classic-2.json"
echo "nproc $(nproc), os.cpu_count $(python3 -c 'import os; print(os.cpu_count())')"
nvidia-smi -L || true
python3 -c "import numpy, torch; print('numpy', numpy.__version__, 'torch', torch.__version__, 'cuda', torch.cuda.is_available())"
common=(--policy --resume --checkpoint "$out/ck.npz" --out "$out/policy-classic-2.json"
        --league 8 --rival-share 0.5 --lr 2e-4 --gate-deals 100 --eval-deals 2000)
# nproc said 1 there (its affinity), yet the machine has 16 cores: ask Python
workers=${WORKERS:-$(( $(python3 -c 'import os; print(os.cpu_count())') - 1 ))}
echo "workers $workers"
run() { python3 tools/train_ai.py "${common[@]}" "$@" 2>&1 | tee -a "$out/log.txt"; }
# a 10-second try of the full set-up on a copy, so a failure costs seconds
cp "$out/ck.npz" /tmp/try.npz
if python3 tools/train_ai.py --policy --resume --checkpoint /tmp/try.npz --out /tmp/try.json \
     --minutes 0.05 --workers "$workers" --torch --batch-games 4096 --minibatch 8192 \
     --gate-deals 10 --eval-deals 100 > "$out/try.txt" 2>&1; then
  run --minutes "$minutes" --workers "$workers" --torch --batch-games 30720 --minibatch 8192 \
    --rival-every 8
elif python3 tools/train_ai.py --policy --resume --checkpoint /tmp/try.npz --out /tmp/try.json \
     --minutes 0.05 --workers "$workers" --batch-games 4096 --gate-deals 10 --eval-deals 100 \
     >> "$out/try.txt" 2>&1; then
  echo "torch failed (try.txt); numpy steps"; tail -5 "$out/try.txt"
  run --minutes "$minutes" --workers "$workers" --batch-games 30720 --rival-every 8
else
  echo "workers failed (try.txt); one process"; tail -5 "$out/try.txt"
  run --minutes "$minutes" --rival-every 120
fi
tail -3 "$out/try.txt"
