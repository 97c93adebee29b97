import clauz3
from tools.cellar.trusted.schemas import Bottle


@clauz3.trusted
def bottles() -> list[Bottle]: ...
