import { GROUP_VALUES, type ColumnSpec, type ExportedFile } from '../export/columns.js';
import { oneLine } from './text.js';

/**
 * analysis/load.R of the study ZIP, written from the same column lists as the CSVs and the
 * codebook (docs/decisions/023-analysis-bundle.md): it reads every CSV with its types, gives each
 * column its label and each coded column its value labels (base R factors; haven's labelled
 * vectors too when haven is installed), merges the participant table into the others, and fits
 * the starter mixed model of the primary outcome when lme4 is installed.
 */

export interface AnalysisBundle {
  files: readonly ExportedFile[];
  /** The nights_long.csv column of the study's primary outcome. */
  outcome: string;
  /** The primary outcome's Turkish name, for the scripts' comments and output. */
  outcomeLabel: string;
  /** The analysis plan's nights per phase for the complete-case comparison (docs/decisions/035). */
  minNights: number;
}

/**
 * The one writer of an R string literal (docs/security.md, "Analysis scripts"): one line, a quote
 * and a backslash escaped, everything outside printable ASCII as \u escapes, so the script reads
 * the same in any locale and no text ends the string (R refuses a NUL even escaped: it is gone).
 */
export function rString(text: string): string {
  let out = '"';
  for (const ch of oneLine(text)) {
    const code = ch.codePointAt(0) ?? 0;
    if (ch === '"' || ch === '\\') out += `\\${ch}`;
    else if (code < 0x20 || code > 0x7e) out += code > 0xffff ? `\\U{${code.toString(16)}}` : `\\u${code.toString(16).padStart(4, '0')}`;
    else out += ch;
  }
  return `${out}"`;
}

/** Coded values are numbers when every code is one (then the column is read as a number too). */
export const numericCodes = (column: ColumnSpec): boolean => (column.values ?? []).every((v) => typeof v.code === 'number');

/** How read.csv reads the cell before the column's type is applied. */
function rClass(column: ColumnSpec): string {
  switch (column.type) {
    case 'integer':
    case 'boolean':
      return 'integer';
    case 'decimal':
      return 'numeric';
    case 'categorical':
      return numericCodes(column) ? 'integer' : 'character';
    default:
      return 'character';
  }
}

function rVector(values: readonly (string | number)[]): string {
  return `c(${values.map((v) => (typeof v === 'number' ? String(v) : rString(v))).join(', ')})`;
}

function rColumn(column: ColumnSpec): string {
  const parts = [`type = ${rString(column.type)}`, `label = ${rString(column.label)}`];
  if (column.values && column.values.length > 0) {
    parts.push(`codes = ${rVector(column.values.map((v) => v.code))}`, `labels = ${rVector(column.values.map((v) => v.label))}`);
  }
  return `    ${column.name} = list(${parts.join(', ')})`;
}

/** The phases the starter model compares: the primary analysis' change from baseline to intervention. */
const MODEL_PHASES = ['baseline', 'intervention'];

const tableName = (file: string) => file.replace(/\.csv$/, '');

function rTable(file: ExportedFile): string {
  return [
    `  ${tableName(file.file)} = list(`,
    `    file = ${rString(file.file)},`,
    `    classes = ${rVector(file.columns.map(rClass))},`,
    `    columns = list(`,
    file.columns.map((c) => `  ${rColumn(c)}`).join(',\n'),
    '    )',
    '  )',
  ].join('\n');
}

export function renderLoadR(bundle: AnalysisBundle): string {
  const tables = bundle.files.map(rTable).join(',\n');
  return `# Uyku ve Stres Platformu: analysis/load.R
# Written with this export from the same column lists as the CSV files and codebook.csv: do not
# edit the column lists by hand, download the study again instead.
# Run from the unzipped folder:   Rscript analysis/load.R
# or in R:                        source("analysis/load.R")
# Afterwards: study$<table> holds each CSV with its types, labels and factors; merged$<table>
# the same with the participant table joined by participant_code; study_labelled$<table> the
# coded columns as haven::labelled vectors (when haven is installed), ready for haven::write_sav
# or haven::write_dta.

root <- if (file.exists("participants.csv")) "." else if (file.exists(file.path("..", "participants.csv"))) ".." else
  stop("participants.csv bulunamad\\u0131 / not found: run the script from the unzipped folder")

codebook <- list(
${tables}
)

parse_datetime <- function(x) {
  # ISO 8601 with a UTC offset (Z or +03:00), read as an instant shown in UTC.
  x <- sub("Z$", "+0000", x)
  x <- sub("([+-][0-9]{2}):([0-9]{2})$", "\\\\1\\\\2", x)
  as.POSIXct(x, format = "%Y-%m-%dT%H:%M:%OS%z", tz = "UTC")
}

read_export <- function(table) {
  path <- file.path(root, table$file)
  d <- utils::read.csv(path, colClasses = table$classes, na.strings = "", encoding = "UTF-8", check.names = FALSE, stringsAsFactors = FALSE)
  header <- sub("^\\ufeff", "", names(d))
  header <- sub("^\\u00ef\\u00bb\\u00bf", "", header)
  if (!identical(header, names(table$columns))) stop(paste(table$file, ": columns differ from the codebook"))
  names(d) <- header
  for (name in names(table$columns)) {
    column <- table$columns[[name]]
    x <- d[[name]]
    if (column$type == "date") x <- as.Date(x)
    if (column$type == "datetime") x <- parse_datetime(x)
    d[[name]] <- x
  }
  d
}

# Base R: booleans as logical, coded categories as factors with their Turkish labels.
with_factors <- function(d, table) {
  for (name in names(table$columns)) {
    column <- table$columns[[name]]
    x <- d[[name]]
    if (column$type == "boolean") x <- as.logical(x)
    if (column$type == "categorical") x <- factor(x, levels = column$codes, labels = column$labels)
    attr(x, "label") <- column$label
    d[[name]] <- x
  }
  d
}

# haven: the codes kept, with their labels and the variable label as attributes.
with_haven_labels <- function(d, table) {
  for (name in names(table$columns)) {
    column <- table$columns[[name]]
    x <- d[[name]]
    if (!is.null(column$codes) && column$type %in% c("categorical", "boolean", "integer")) {
      codes <- column$codes
      if (is.numeric(codes)) codes <- as.integer(codes)
      x <- haven::labelled(x, labels = stats::setNames(codes, column$labels), label = column$label)
    } else {
      attr(x, "label") <- column$label
    }
    d[[name]] <- x
  }
  d
}

raw <- lapply(codebook, read_export)
study <- Map(with_factors, raw, codebook)
for (name in names(study)) cat(sprintf("%s: %d rows, %d columns\\n", codebook[[name]]$file, nrow(study[[name]]), ncol(study[[name]])))

if (requireNamespace("haven", quietly = TRUE)) {
  study_labelled <- Map(with_haven_labels, raw, codebook)
  cat("haven: value labels attached (study_labelled)\\n")
}

# The participant table joined to every other table (one row per participant, so no row is added).
merged <- lapply(study[setdiff(names(study), "participants")], function(d) {
  merge(d, study$participants, by = "participant_code", all.x = TRUE, sort = FALSE, suffixes = c("", "_participant"))
})

# The primary outcome (${bundle.outcomeLabel}) two ways, both written to analysis/results.csv
# (docs/sleep-metrics.md, "Missing data"):
# - complete case, as the Analiz tab: per participant the intervention mean minus the baseline
#   mean, with at least ${bundle.minNights} nights in each phase (the analysis plan), arms by Welch's t;
# - a mixed model on every available night of the two phases (likelihood-based: a participant with
#   few nights still counts), arm by intention to treat, a random intercept per participant.
# A study whose nights so far fall in one arm or one phase loads everything and skips the models.
outcome <- ${rString(bundle.outcome)}
min_nights <- ${bundle.minNights}
results <- data.frame(analysis = character(), term = character(), estimate = numeric(), std_error = numeric(),
  statistic = numeric(), df = numeric(), p_value = numeric(), n_participants = integer(), n_nights = integer(),
  stringsAsFactors = FALSE)
nights <- raw$nights_long
model_data <- nights[nights$phase %in% ${rVector(MODEL_PHASES)} & !is.na(nights[[outcome]]) & !is.na(nights$arm_itt), ]
model_data$outcome <- model_data[[outcome]]
if (length(unique(model_data$arm_itt)) < 2 || length(unique(model_data$phase)) < 2) {
  cat("Model skipped / model atlandi: the nights so far are in one arm or one phase; the data are loaded.\n")
} else {
  keys <- paste(model_data$participant_code, model_data$phase)
  means <- tapply(model_data$outcome, keys, mean)
  counts <- tapply(model_data$outcome, keys, length)
  people <- unique(model_data[, c("participant_code", "arm_itt")])
  b <- paste(people$participant_code, "baseline")
  i <- paste(people$participant_code, "intervention")
  people$change <- as.numeric(means[i]) - as.numeric(means[b])
  people$complete <- !is.na(counts[i]) & !is.na(counts[b]) & as.numeric(counts[i]) >= min_nights & as.numeric(counts[b]) >= min_nights
  cc <- people[people$complete & !is.na(people$change), ]
  if (length(unique(cc$arm_itt)) == 2 && all(table(cc$arm_itt) >= 2)) {
    # Welch's t on the change scores, experiment - control.
    test <- stats::t.test(change ~ factor(arm_itt, levels = c("experiment", "control")), data = cc)
    results <- rbind(results, data.frame(analysis = "complete_case_welch", term = "experiment - control (change)",
      estimate = unname(test$estimate[1] - test$estimate[2]), std_error = unname(test$stderr), statistic = unname(test$statistic),
      df = unname(test$parameter), p_value = test$p.value, n_participants = nrow(cc), n_nights = NA_integer_))
    cat(sprintf("complete case (at least %d nights per phase): %d participants, difference %.12f\n", min_nights, nrow(cc), results$estimate[nrow(results)]))
  } else {
    cat(sprintf("Complete-case comparison skipped: fewer than two participants per arm with %d nights in each phase.\n", min_nights))
  }
  if (requireNamespace("lme4", quietly = TRUE)) {
    # The codes, not the Turkish labels, name the model's terms (armexperiment:phaseintervention).
    model_data$arm <- factor(model_data$arm_itt, levels = ${rVector(GROUP_VALUES.map((v) => v.code))})
    model_data$phase <- factor(model_data$phase, levels = ${rVector(MODEL_PHASES)})
    model <- lme4::lmer(outcome ~ arm * phase + (1 | participant_code), data = model_data)
    print(summary(model))
    estimates <- lme4::fixef(model)
    interaction <- grep(":", names(estimates), fixed = TRUE)
    cat(sprintf("arm x phase estimate (%s): %.12f\n", outcome, estimates[interaction]))
    coefs <- summary(model)$coefficients
    t_value <- coefs[interaction, "t value"]
    # lme4 gives no p value: the normal approximation of the t value, said so in the term.
    results <- rbind(results, data.frame(analysis = "mixed_model_all_nights", term = paste(names(estimates)[interaction], "(p: normal approximation)"),
      estimate = unname(estimates[interaction]), std_error = unname(coefs[interaction, "Std. Error"]), statistic = unname(t_value),
      df = NA_real_, p_value = 2 * stats::pnorm(-abs(unname(t_value))), n_participants = length(unique(model_data$participant_code)),
      n_nights = nrow(model_data)))
  } else {
    cat("lme4 is not installed: install.packages(\\"lme4\\") to fit the mixed model\\n")
  }
}
utils::write.csv(results, file.path(root, "analysis", "results.csv"), row.names = FALSE, na = "")
cat("results written to analysis/results.csv\n")
`;
}
