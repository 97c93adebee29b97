"""Set the roast oven to any legal temperature, yet promise no oven above 250 C."""
import clauz3
from tools.kitchen.trusted import contracts as kitchen
from tools.kitchen.trusted.effects import set_oven


@clauz3.guarantee(kitchen.ovens_at_most(250))
def main(roast_celsius: int) -> None:
    if 0 <= roast_celsius <= 300:
        set_oven("roast", roast_celsius)
