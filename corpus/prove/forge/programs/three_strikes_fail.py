"""Strike three times under a guarantee of at most two strikes."""
import clauz3
from tools.forge.trusted import contracts as forge
from tools.forge.trusted.effects import strike


@clauz3.guarantee(forge.strikes_at_most(2))
def main() -> None:
    for anvil in ["a", "b", "c"]:
        strike(anvil, 5)
