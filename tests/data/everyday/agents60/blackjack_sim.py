"""Simulate blackjack rounds with a seeded shoe and a basic hit/stand strategy."""
import random
from dataclasses import dataclass, field

RANKS = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"]
SUITS = "♠♥♦♣"


@dataclass(frozen=True)
class Card:
    rank: str
    suit: str

    @property
    def value(self) -> int:
        if self.rank == "A":
            return 11
        if self.rank in ("J", "Q", "K"):
            return 10
        return int(self.rank)

    def __str__(self):
        return self.rank + self.suit


@dataclass
class Hand:
    cards: list = field(default_factory=list)

    def add(self, card: Card) -> None:
        self.cards.append(card)

    @property
    def total(self) -> int:
        total = sum(c.value for c in self.cards)
        aces = sum(1 for c in self.cards if c.rank == "A")
        while total > 21 and aces:
            total -= 10
            aces -= 1
        return total

    @property
    def is_blackjack(self) -> bool:
        return len(self.cards) == 2 and self.total == 21

    def __str__(self):
        return " ".join(map(str, self.cards)) + f" ({self.total})"


class Shoe:
    def __init__(self, decks: int, rng: random.Random):
        self.cards = [Card(r, s) for _ in range(decks) for s in SUITS for r in RANKS]
        rng.shuffle(self.cards)

    def draw(self) -> Card:
        return self.cards.pop()


def play_round(shoe: Shoe):
    player, dealer = Hand(), Hand()
    for _ in range(2):
        player.add(shoe.draw())
        dealer.add(shoe.draw())
    if player.is_blackjack:
        return player, dealer, 1.5
    upcard = dealer.cards[0].value
    while player.total < 12 or (player.total < 17 and upcard >= 7):
        player.add(shoe.draw())
    if player.total > 21:
        return player, dealer, -1
    while dealer.total < 17:
        dealer.add(shoe.draw())
    if dealer.total > 21 or player.total > dealer.total:
        return player, dealer, 1
    if player.total == dealer.total:
        return player, dealer, 0
    return player, dealer, -1


def main():
    rng = random.Random(31337)
    shoe = Shoe(2, rng)
    bankroll = 100.0
    outcomes = {"win": 0, "push": 0, "loss": 0}
    for n in range(1, 13):
        player, dealer, result = play_round(shoe)
        bankroll += 10 * result
        key = "win" if result > 0 else "push" if result == 0 else "loss"
        outcomes[key] += 1
        print(f"#{n:>2} you {str(player):<22} dealer {str(dealer):<22} {result:+.1f} -> {bankroll:7.2f}")
    print(outcomes, f"cards left: {len(shoe.cards)}")
    print(Card("A", "♠") == Card("A", "♠"), len({Card("K", "♥"), Card("K", "♥")}))


if __name__ == "__main__":
    main()
