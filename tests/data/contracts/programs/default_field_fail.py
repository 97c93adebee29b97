import clauz3
from tools.garden.trusted import contracts as garden
from tools.garden.trusted.effects import mow


@clauz3.guarantee(garden.only_dry_mowing())
def main(really: bool) -> None:
    mow("east", dry_run=not really)
