// Game records: any text is refused with one line naming a line of the
// file, or replays under the rules of its game; a record that replays is
// written again, and that text replays to the same position and is written
// back identically.
#include <memory>

#include "djed/record_replay.hpp"
#include "fuzz_support.hpp"
#include "pharao_game.hpp"
#include "ramses_game.hpp"
#include "seti_game.hpp"

namespace {

void check_refusal(const std::string& message) {
  if (message.rfind("line ", 0) != 0) djed::fuzz::broken("a refusal without its line: " + message);
  if (message.find('\n') != std::string::npos) djed::fuzz::broken("a refusal of more than one line: " + message);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  static const std::shared_ptr<const djed::Game> games[] = {std::make_shared<ramses::RamsesGame>(),
                                                             std::make_shared<pharao::PharaoGame>(),
                                                             std::make_shared<seti::SetiGame>()};
  auto file = djed::parse_record(std::string_view(reinterpret_cast<const char*>(data), size));
  if (!file) return check_refusal(file.message()), 0;
  std::shared_ptr<const djed::Game> game;
  for (const auto& g : games)
    if (file->tag("Game") == g->info().id) game = g;
  if (!game) return 0;
  auto replayed = djed::replay_record(file.value(), game);
  if (!replayed) return check_refusal(replayed.message()), 0;
  const std::string text = djed::write_record(djed::make_record_file(replayed->header, *game, *replayed->record));
  auto again = djed::parse_record(text);
  if (!again) djed::fuzz::broken("a written record does not read: " + again.message() + "\n" + text);
  auto replayed_again = djed::replay_record(again.value(), game);
  if (!replayed_again) djed::fuzz::broken("a written record does not replay: " + replayed_again.message() + "\n" + text);
  if (replayed_again->record->state().hash() != replayed->record->state().hash())
    djed::fuzz::broken("a written record replays to another position\n" + text);
  const std::string text_again =
      djed::write_record(djed::make_record_file(replayed_again->header, *game, *replayed_again->record));
  if (text_again != text) djed::fuzz::broken("a record is not written back the same\n" + text + "\n" + text_again);
  return 0;
}
