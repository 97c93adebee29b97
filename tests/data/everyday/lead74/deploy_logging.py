import logging
import io


def setup():
    stream = io.StringIO()
    logger = logging.getLogger("deployer")
    logger.setLevel(logging.DEBUG)
    handler = logging.StreamHandler(stream)
    handler.setFormatter(logging.Formatter("%(levelname)-7s %(name)s: %(message)s"))
    logger.addHandler(handler)
    return logger, stream


def deploy(logger, hosts, version):
    ok = []
    for h in hosts:
        logger.debug("connecting to %s", h)
        if h.endswith("-old"):
            logger.warning("skipping %s: unsupported OS", h)
            continue
        if version.startswith("0."):
            logger.error("refusing pre-release %s on %s", version, h)
            continue
        ok.append(h)
        logger.info("deployed %s to %s", version, h)
    return ok


def main():
    logger, stream = setup()
    done = deploy(logger, ["web-1", "web-2-old", "db-1"], "1.4.2")
    deploy(logger, ["web-1"], "0.9.0")
    print(stream.getvalue(), end="")
    print(f"{len(done)} hosts deployed:", done)
    levels = [line.split()[0] for line in stream.getvalue().splitlines()]
    print({lvl: levels.count(lvl) for lvl in dict.fromkeys(levels)})
