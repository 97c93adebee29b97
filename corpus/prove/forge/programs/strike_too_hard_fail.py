"""Strike with any positive force: above MAX_FORCE the precondition (a module helper) fails."""
from tools.forge.trusted.effects import strike


def main(f: int) -> None:
    if f > 0:
        strike("x", f)
