# prove: failed assertion
"""Records a discount from a quote and asserts the price stays positive: a zero quote breaks it."""
from dataclasses import dataclass
from tools.agents.trusted.effects import quote


@dataclass
class Offer:
    item: str
    price: int
    discount: int = 5


def main() -> int:
    try:
        offer = Offer("tea", quote("tea"))
    except ValueError:
        offer = Offer("tea", 100)
    final = offer.price - offer.discount
    assert final > 0, "free tea"
    print(offer, final)
    return final
