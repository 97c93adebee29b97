# rejects: trusted-only decorator (@clauz3.trusted) used in agent code
import clauz3


@clauz3.trusted
def send(amount: int) -> int:
    return amount


def main() -> int:
    return send(10)
