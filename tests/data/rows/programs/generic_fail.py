import clauz3
from tools.pantry.trusted.effects import read_any, take, store
from tools.pantry.trusted import contracts
from tools.pantry.trusted.schemas import Jar


@clauz3.guarantee(contracts.at_most_takes(3))
def main() -> None:
    """read_any(Jar, ...) returns up to four Jar rows."""
    for j in read_any(Jar, "low"):
        take(j.label, 1)
    store(Jar(label="x", grams=3, sealed=True))
