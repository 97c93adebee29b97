import clauz3
from tools.garden.trusted import contracts as garden
from tools.garden.trusted.effects import mow


@clauz3.guarantee(garden.only_dry_mowing())
def main() -> None:
    mow("east")
    mow("west", dry_run=True)
