from tools.rsync.trusted.effects import rsync


def main() -> None:
    rsync("site/", "/backup/../etc/", False, ["-a"])
