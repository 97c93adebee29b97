"""Preheat the bread oven to 230 C, within the 250 C limit for every oven."""
import clauz3
from tools.kitchen.trusted import contracts as kitchen
from tools.kitchen.trusted.effects import set_oven


@clauz3.guarantee(kitchen.oven_left_at("bread", 230))
@clauz3.guarantee(kitchen.ovens_at_most(250))
def main(roast_celsius: int) -> None:
    set_oven("bread", 180)
    if 0 <= roast_celsius <= 250:
        set_oven("roast", roast_celsius)
    set_oven("bread", 230)
