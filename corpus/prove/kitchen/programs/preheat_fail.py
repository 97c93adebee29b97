"""Preheat the bread oven, then set the caller's oven to 0: if that is the bread oven it ends off."""
import clauz3
from tools.kitchen.trusted import contracts as kitchen
from tools.kitchen.trusted.effects import set_oven


@clauz3.guarantee(kitchen.oven_left_at("bread", 230))
def main(oven: str) -> None:
    set_oven("bread", 230)
    set_oven(oven, 0)
