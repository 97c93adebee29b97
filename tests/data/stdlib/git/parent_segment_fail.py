from tools.git.trusted.effects import git


def main() -> str:
    return git("status", [], "/work/repo/../secrets")
