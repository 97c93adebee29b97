import clauz3
from tools.pantry.trusted.effects import find_jars, read_any, take
from tools.pantry.trusted import contracts
from tools.pantry.trusted.schemas import Jar


@clauz3.guarantee(contracts.at_most_takes(39))
def main() -> None:
    """Ten outer rows of four inner rows each make forty takes."""
    for j in find_jars("low"):
        for k in read_any(Jar, j.label):
            take(k.label, 1)
