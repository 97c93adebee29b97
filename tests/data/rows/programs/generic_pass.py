import clauz3
from tools.pantry.trusted.effects import read_any, take
from tools.pantry.trusted import contracts
from tools.pantry.trusted.schemas import Jar


@clauz3.guarantee(contracts.at_most_takes(4))
@clauz3.guarantee(contracts.takes_from(Jar, "label"))
def main() -> None:
    for j in read_any(Jar, "low"):
        take(j.label, 1)
