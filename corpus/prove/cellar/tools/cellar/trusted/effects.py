"""Trusted effects of the wine cellar: inventory, climate, racking and uncorking.

Written in deal's legacy forms (`@deal.pre`, `@deal.post`, `@deal.has`).
"""
import deal
from clauz3.fluent import effect, fluent

from tools.cellar.trusted import schemas
from tools.cellar.trusted.rules import is_label, is_temperature

Temperature = fluent("temperature", key=str, value=int, initial=12)
Racked = fluent("racked", key=str, value=bool, initial=False)


@deal.post(lambda result: len(result) <= 10)
@deal.has("inventory")
def list_bottles(rack: str) -> list[schemas.Bottle]:
    """The bottles on one rack (at most ten)."""
    ...


@deal.pre(lambda rack, celsius: is_temperature(celsius))
@deal.has("climate")
@effect(lambda rack, celsius: Temperature.set(rack, celsius))
def set_temperature(rack: str, celsius: int) -> None:
    """Set a rack's cooling target."""
    ...


@deal.pre(lambda label, rack: is_label(label))
@deal.has("inventory")
@deal.raises(KeyError)
@effect(lambda label, rack: Racked.set(label, True))
def rack_bottle(label: str, rack: str) -> None:
    """Put a bottle on a rack."""
    ...


@deal.pre(lambda label: is_label(label))
@deal.has("inventory")
@effect(lambda label: Racked.set(label, False))
def uncork(label: str) -> None:
    """Take a bottle off its rack and open it."""
    ...
