# rejects: setattr() dynamic attribute assignment
import clauz3


class Config:
    pass


def main() -> int:
    config = Config()
    setattr(config, "retries", 3)
    return 0
