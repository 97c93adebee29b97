import clauz3
from tools.greenhouse.trusted import contracts as greenhouse
from tools.greenhouse.trusted.effects import open_valve


@clauz3.guarantee(greenhouse.opens_at_most_two())
@clauz3.guarantee(greenhouse.only_valves(["a"]))
def main() -> None:
    open_valve("a")
