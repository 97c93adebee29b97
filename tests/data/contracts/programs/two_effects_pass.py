import clauz3
from tools.garden.trusted import contracts as garden
from tools.garden.trusted.effects import notify, plant, water


@clauz3.guarantee(garden.bed_work_on(["a", "b"]))
def main() -> None:
    plant("a", "kale", 1)
    water("b", 2)
    notify("ops", "done")
