import clauz3
from tools.greenhouse.trusted import contracts as greenhouse
from tools.greenhouse.trusted.effects import close_valve, open_valve


@clauz3.guarantee(greenhouse.every_valve_shut_at_end())
def main(late: bool) -> None:
    open_valve("north")
    if not late:
        close_valve("north")
