"""Light the furnace and never douse it: the policy's required all_doused fails."""
from tools.forge.trusted.effects import light


def main() -> None:
    light("a")
