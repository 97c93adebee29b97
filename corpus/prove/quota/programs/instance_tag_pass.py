"""Read the first character of the new instance id, which the ensures makes non-empty."""
import clauz3
from tools.quota.trusted.effects import provision


def main() -> str:
    instance = provision("web", 4, "eu-west")
    return instance[0]
