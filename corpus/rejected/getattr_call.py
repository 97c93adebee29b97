# rejects: getattr() dynamic attribute lookup
import clauz3


def main() -> str:
    name = "  bolt "
    method = getattr(name, "strip")
    return name
