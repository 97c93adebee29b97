from tools.git.trusted import contracts as git_rules
from tools.git.trusted.effects import git, git_push

import clauz3


@clauz3.guarantee(git_rules.only_push_to_branch("main"))
@clauz3.guarantee(git_rules.only_push_to_remote("origin"))
def main(branch: str) -> None:
    git("commit", ["-am", "update"], "/work/repo")
    if branch == "main":
        git_push("origin", branch, "/work/repo")
