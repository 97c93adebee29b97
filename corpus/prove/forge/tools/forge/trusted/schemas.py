from clauz3 import Row


class Billet(Row):
    """One billet of steel."""
    grade: str
    weight: int
