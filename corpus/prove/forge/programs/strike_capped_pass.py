"""Strike with the force capped at the layer's limit: the precondition holds."""
from tools.forge.trusted.effects import strike


def main(f: int) -> None:
    if f > 0:
        strike("x", min(f, 100))
