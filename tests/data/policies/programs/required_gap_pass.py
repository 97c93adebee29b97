import clauz3
from tools.greenhouse.trusted import contracts as greenhouse
from tools.greenhouse.trusted.effects import open_valve


@clauz3.guarantee(greenhouse.only_valves(["a", "b"]))
def main() -> None:
    open_valve("a")
    open_valve("b")
