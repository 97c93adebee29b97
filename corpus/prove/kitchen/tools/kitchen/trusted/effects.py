"""Trusted effects of the restaurant kitchen: tickets, recipes, stock, ovens and fryers."""
import clauz3
from clauz3.events import performs
from clauz3.fluent import effect, fluent

from tools.kitchen.trusted.events import Draw, Fire, Waste
from tools.kitchen.trusted.schemas import Ingredient, Order

OvenTemp = fluent("oven_temp", key=str, value=int, initial=0)
FryerOn = fluent("fryer_on", key=str, value=bool, initial=False)


@clauz3.ensures(lambda result: len(result) <= 15)
@clauz3.trusted
def open_orders(station: str) -> list[Order]:
    """The open tickets at a station (at most fifteen)."""
    ...


@clauz3.ensures(lambda result: len(result) <= 8)
@clauz3.trusted
def recipe(dish: str) -> list[Ingredient]:
    """The ingredients of one portion of a dish (at most eight)."""
    ...


@clauz3.requires(lambda item, grams: 0 < grams <= 5000, message="between 1 g and 5 kg")
@clauz3.trusted
@performs(lambda item, grams: Draw(item, grams))
def draw_stock(item: str, grams: int) -> None:
    """Take stock out of the walk-in."""
    ...


@clauz3.requires(lambda item, grams, reason: grams > 0, message="waste a positive amount")
@clauz3.trusted
@performs(lambda item, grams: Waste(item, grams))
def log_waste(item: str, grams: int, reason: str) -> None:
    """Throw stock away and log why."""
    ...


@clauz3.trusted
@performs(lambda ticket: Fire(ticket))
def fire_ticket(ticket: str) -> None:
    """Tell the line to start cooking a ticket."""
    ...


@clauz3.trusted
def warn_allergy(ticket: str, item: str) -> None:
    """Flag an allergen on a ticket to the pass."""
    ...


@clauz3.requires(lambda oven, celsius: 0 <= celsius <= 300, message="0 to 300 C")
@clauz3.trusted
@effect(lambda oven, celsius: OvenTemp.set(oven, celsius))
def set_oven(oven: str, celsius: int) -> None:
    """Set an oven's temperature (0 switches it off)."""
    ...


@clauz3.trusted
@effect(lambda fryer: FryerOn.set(fryer, True))
def fryer_on(fryer: str) -> None:
    """Switch a fryer on."""
    ...


@clauz3.trusted
@effect(lambda fryer: FryerOn.set(fryer, False))
def fryer_off(fryer: str) -> None:
    """Switch a fryer off."""
    ...
