import clauz3
from tools.greenhouse.trusted import contracts as greenhouse
from tools.greenhouse.trusted.effects import open_valve


@clauz3.guarantee(greenhouse.opens_at_most_two())
def main() -> None:
    open_valve("a")
