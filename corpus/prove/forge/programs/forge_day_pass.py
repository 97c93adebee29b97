"""Light the furnace, strike gently at most once, read the billets, douse: every guarantee holds."""
import clauz3
from tools.forge.trusted import contracts as forge
from tools.forge.trusted.effects import strike, light, douse, billets


@clauz3.guarantee(forge.strikes_at_most(2))
@clauz3.guarantee(forge.no_quench())
@clauz3.guarantee(forge.light_strikes())
def main(f: int) -> None:
    light("a")
    if 0 < f <= 10:
        strike("x", f)
    for b in billets("mild"):
        if b.weight > 3:
            print(b.grade)
    douse("a")
