"""Strike with a force up to 50 under light_strikes (at most 10)."""
import clauz3
from tools.forge.trusted import contracts as forge
from tools.forge.trusted.effects import strike


@clauz3.guarantee(forge.light_strikes())
def main(f: int) -> None:
    if 0 < f <= 50:
        strike("x", f)
