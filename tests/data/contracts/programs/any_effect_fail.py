import clauz3
from tools.garden.trusted import contracts as garden
from tools.garden.trusted.effects import read_log


@clauz3.guarantee(garden.nothing_at_all())
def main() -> int:
    return read_log("east")
