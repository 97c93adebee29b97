# rejects: set method outside the subset (symmetric_difference_update)
import clauz3


def main() -> int:
    tags = {"vip", "adult"}
    tags.symmetric_difference_update({"adult", "new"})
    return len(tags)
