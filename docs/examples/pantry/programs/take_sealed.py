import clauz3
from tools.pantry.trusted import contracts as pantry
from tools.pantry.trusted.effects import find_jars, take
from tools.pantry.trusted.schemas import Jar


@clauz3.guarantee(pantry.takes_from(Jar, "label"))
def main(grams: int) -> None:
    if grams <= 0:
        return
    for jar in find_jars("low"):
        if jar.sealed and jar.grams >= grams:
            take(jar.label, grams)
