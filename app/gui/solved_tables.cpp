#include "solved_tables.hpp"

#include <filesystem>

#include "djed/game.hpp"

namespace djed::gui {

namespace {

Result<std::shared_ptr<const solve::SolvedGame>> read_table(const Game& game, const std::string& variant) {
  const auto file = solve::default_table_file(game, variant);
  auto loaded = solve::SolvedGame::load(game, variant, file);
  if (!loaded) return make_error(file.filename().string() + ": " + loaded.message());
  return loaded;
}

}  // namespace

SolvedTables::Status SolvedTables::status(const Game& game, const std::string& variant) const {
  if (!game.solvable(variant)) return Status::kNotSolvable;
  const std::string name = solve::table_name(game, variant);
  if (tables_.count(name)) return Status::kLoaded;
  if (problems_.count(name)) return Status::kBroken;
  if (loading_.count(name)) return Status::kLoading;
  std::error_code error;
  return std::filesystem::is_regular_file(solve::default_table_file(game, variant), error) ? Status::kLoading
                                                                                           : Status::kAbsent;
}

std::shared_ptr<const solve::SolvedGame> SolvedTables::table(const Game& game, const std::string& variant) const {
  const auto it = tables_.find(solve::table_name(game, variant));
  return it == tables_.end() ? nullptr : it->second;
}

QString SolvedTables::problem(const Game& game, const std::string& variant) const {
  const auto it = problems_.find(solve::table_name(game, variant));
  return it == problems_.end() ? QString() : it->second;
}

void SolvedTables::request(const std::shared_ptr<const Game>& game, const std::string& variant) {
  if (status(*game, variant) != Status::kLoading) return;
  const std::string name = solve::table_name(*game, variant);
  if (!loading_.insert(name).second) return;
  auto& reader = readers_[name];
  if (!reader) reader = std::make_unique<session::BackgroundJob>();
  reader->start([this, game, variant, name](const std::atomic<bool>&) {
    auto loaded = read_table(*game, variant);
    executor_.post([this, name, loaded = std::move(loaded)]() mutable { finish(name, std::move(loaded)); });
  });
}

void SolvedTables::finish(const std::string& name, Result<std::shared_ptr<const solve::SolvedGame>> loaded) {
  if (auto reader = readers_.find(name); reader != readers_.end()) reader->second->finish();
  if (!loading_.erase(name)) return;  // forgotten meanwhile: a newer file is coming
  if (loaded) {
    tables_[name] = std::move(loaded).value();
    emit ready(QString::fromStdString(name));
  } else {
    problems_[name] = QString::fromStdString(loaded.message());
    emit refused(QString::fromStdString(name), problems_[name]);
  }
}

Result<std::shared_ptr<const solve::SolvedGame>> SolvedTables::load_now(const Game& game, const std::string& variant) {
  if (auto table = this->table(game, variant)) return table;
  const std::string name = solve::table_name(game, variant);
  auto loaded = read_table(game, variant);
  loading_.erase(name);
  if (!loaded) {
    problems_[name] = QString::fromStdString(loaded.message());
    return loaded.error();
  }
  tables_[name] = loaded.value();
  return loaded;
}

void SolvedTables::forget(const Game& game, const std::string& variant) {
  const std::string name = solve::table_name(game, variant);
  tables_.erase(name);
  problems_.erase(name);
  loading_.erase(name);
}

}  // namespace djed::gui
