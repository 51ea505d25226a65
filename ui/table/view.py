"""What the table shows, which lags the engine while animations play out.

The engine applies an action at once; its events then arrive here one by one, each as a
`Step` whose start and end change this view. When no step is left, the view equals the
observation (`sync` makes sure of it).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from game.observation import Observation

HIDDEN = -1


@dataclass
class TableView:
    players: int
    hands: list[list[int]] = field(default_factory=list)
    trick: list[tuple[int, int]] = field(default_factory=list)
    stock: int = 0
    trump_card: int | None = None
    trump_under: bool = False
    piles: list[int] = field(default_factory=list)
    points: list[int] = field(default_factory=list)
    banners: dict[int, str] = field(default_factory=dict)
    winner_highlight: int | None = None  # seat whose card wins the trick just completed
    tricks: list[int] = field(default_factory=list)  # tricks taken, per seat
    sorter: Callable[[int], tuple[int, ...]] | None = None  # orders the viewer's hand
    viewer: int = 0

    def __post_init__(self) -> None:
        if not self.hands:
            self.hands = [[] for _ in range(self.players)]
            self.piles = [0] * self.players
            self.points = [0] * self.players
        if not self.tricks:
            self.tricks = [0] * self.players

    @classmethod
    def empty(cls, players: int, stock: int) -> TableView:
        """Before the deal: every card in the stock."""
        return cls(players, stock=stock)

    def sync(self, obs: Observation) -> None:
        """Make the view show exactly what the observation says."""
        n = obs.players
        for s in range(n):
            if s == obs.seat:
                self.hands[s] = list(obs.hand)
            else:
                known = list(obs.known[s])
                self.hands[s] = known + [HIDDEN] * (obs.hand_sizes[s] - len(known))
        self.trick = list(obs.trick)
        self.stock = obs.stock_size
        self.trump_card = obs.trump_card
        self.trump_under = obs.trump_in_stock
        won = [0] * n
        taken = [0] * n
        for t in obs.tricks:
            won[t.winner] += len(t.plays)
            taken[t.winner] += 1
        self.piles = won
        self.tricks = taken
        self.viewer = obs.seat
        self.arrange()
        self.points = list(obs.points)
        self.winner_highlight = None

    def arrange(self) -> None:
        """Sort the viewer's hand (by suit and strength, trumps at one end) when asked to."""
        if self.sorter is not None and HIDDEN not in self.hands[self.viewer]:
            self.hands[self.viewer].sort(key=self.sorter)

    def take_from_hand(self, seat: int, card: int) -> int:
        """Remove a played card (or a hidden one standing for it); its old index."""
        hand = self.hands[seat]
        if card in hand:
            i = hand.index(card)
        elif HIDDEN in hand:
            i = len(hand) - 1 - hand[::-1].index(HIDDEN)
        elif hand:
            i = len(hand) - 1
        else:
            return 0
        hand.pop(i)
        return i
