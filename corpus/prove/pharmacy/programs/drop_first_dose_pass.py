"""Drop the first planned dose with `del`; the reference refuses the statement."""
import clauz3
from tools.pharmacy.trusted.effects import dispense


def main() -> None:
    doses = [250, 500, 250]
    del doses[0]
    dispense("p9", "amoxicillin", doses[0])
