# rejects: set method outside the subset (put)
import clauz3


def main() -> int:
    tags = {"vip", "adult"}
    tags.put("new")
    return len(tags)
