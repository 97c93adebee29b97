import clauz3


@clauz3.requires(lambda team, level=1: 1 <= level <= 3)
@clauz3.trusted
def page(team: str, level: int = 1) -> bool:
    """Page the on-call person of `team`."""
    return True
