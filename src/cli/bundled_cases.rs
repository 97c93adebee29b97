//! The bundled libraries' own proof cases, compiled in so `clauz3 test stdlib:<name>` proves
//! them wherever clauz3 runs: the files of `tests/data/stdlib/<name>/` (`tests/stdlib_commands.rs`
//! checks that this table lists every one of them).

/// Its cases' file names and texts.
macro_rules! cases {
    ($library:literal: $($name:literal),* $(,)?) => {
        ($library, &[$(($name, include_str!(concat!("../../tests/data/stdlib/", $library, "/", $name)))),*])
    };
}

/// Each bundled library's cases: (library, [(file name, text)]).
pub const CASES: &[(&str, &[(&str, &str)])] = &[
    cases!("db": "archive_paid_pass.py", "archive_too_many_fail.py", "checked_table_pass.py", "full_page_fail.py", "handler_writes_fail.py", "missing_source_handled_pass.py", "parent_segment_fail.py", "unchecked_table_fail.py", "unpaid_report_pass.py"),
    cases!("env": "empty_name_fail.py", "guarded_prefix_pass.py", "only_allowed_pass.py", "secret_prefix_fail.py"),
    cases!("filesystem": "cleanup_under_build_pass.py", "copy_counts_as_read_fail.py", "dotted_path_refused_fail.py", "exact_file_pass.py", "missing_config_handled_pass.py", "missing_config_writes_fail.py", "modes_pass.py", "modes_world_writable_fail.py", "notes_escape_workspace_fail.py", "notes_stay_in_workspace_pass.py", "prefix_is_literal_fail.py", "secrets_guarded_pass.py", "secrets_whole_home_fail.py", "unbounded_cleanup_fail.py"),
    cases!("google_workspace": "checked_address_pass.py", "draft_for_review_pass.py", "recipient_from_input_fail.py", "secret_subject_fail.py", "send_on_confirm_fail.py", "unchecked_address_fail.py", "weekly_digest_pass.py"),
    cases!("gh": "bounded_views_pass.py", "empty_repo_fail.py", "merge_vetoed_fail.py", "owner_checked_pass.py", "owner_prefix_only_fail.py"),
    cases!("git": "commits_per_file_fail.py", "failure_handled_pass.py", "inspect_only_pass.py", "parent_segment_fail.py", "push_any_branch_fail.py", "push_only_main_pass.py", "subcommand_from_input_fail.py", "unguarded_repo_fail.py"),
    cases!("rsync": "backup_pass.py", "dest_checked_pass.py", "dest_escapes_fail.py", "dest_from_input_fail.py", "prune_on_request_fail.py"),
    cases!("web_fetch": "docs_page_pass.py", "failure_handled_pass.py", "parent_segment_fail.py", "post_on_request_fail.py", "report_then_post_pass.py", "retries_over_budget_fail.py", "token_in_query_fail.py"),
    cases!("web_search": "bounded_topic_pass.py", "empty_query_fail.py", "handled_backend_pass.py", "one_search_per_topic_fail.py", "secret_filtered_pass.py", "secret_in_query_fail.py"),
];
