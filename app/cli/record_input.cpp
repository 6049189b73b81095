#include "record_input.hpp"

#include <algorithm>

namespace djed::cli {

Result<OpenedRecord> open_record(const PluginHost& host, const std::string& path) {
  auto text = read_record_text(path);
  if (!text) return make_error(text.message());
  auto file = parse_record(text.value());
  if (!file) return make_error(file.message());
  const std::string id = file->tag("Game").value_or("");
  auto game = host.find(id);
  if (!game) return make_error("line " + std::to_string(std::max(1, file->tag_line("Game"))) + ": no game '" + id + "' is loaded");
  auto replayed = replay_record(file.value(), game);
  if (!replayed) return make_error(replayed.message());
  return OpenedRecord{std::move(file).value(), std::move(game), std::move(replayed).value()};
}

}  // namespace djed::cli
