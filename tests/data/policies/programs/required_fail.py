import clauz3
from tools.greenhouse.trusted.effects import open_valve


def main(n: int) -> None:
    open_valve("a")
    open_valve("b")
    if n > 3:
        open_valve("c")
