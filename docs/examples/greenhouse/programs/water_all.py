import clauz3
from tools.greenhouse.trusted import contracts as greenhouse
from tools.greenhouse.trusted.effects import close_valve, open_valve


@clauz3.guarantee(greenhouse.every_valve_shut_at_end())
def main(seconds: int) -> None:
    for bed in ["north", "south", "east"]:
        if seconds > 0:
            open_valve(bed)
            close_valve(bed)
