# rejects: delattr() dynamic attribute deletion
import clauz3


class Config:
    retries = 3


def main() -> int:
    config = Config()
    config.retries = 5
    delattr(config, "retries")
    return 0
