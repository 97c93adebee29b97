import clauz3
from tools.pantry.trusted import contracts as pantry
from tools.pantry.trusted.effects import read_any, take
from tools.pantry.trusted.schemas import Jar


@clauz3.guarantee(pantry.takes_from(Jar, "label"))
def main() -> None:
    jars = read_any(Jar, "top")
    take(jars[0].label, 5)
