#pragma once
// SoundPlayer: the app's sound effects (made at build time by
// app/sounds/make_sounds.cpp): a move, a capture or a push into the Nile,
// a throw of the dice, the end of a game. Silent when the settings say so,
// and where there is no audio device (QSoundEffect then plays nothing).
#include <QObject>
#include <QString>
#include <map>
#include <memory>

class QSoundEffect;

namespace djed::gui {

class AppSettings;

class SoundPlayer : public QObject {
  Q_OBJECT

 public:
  explicit SoundPlayer(const AppSettings& settings, QObject* parent = nullptr);
  ~SoundPlayer() override;

  // "move", "capture", "dice" or "end".
  void play(const QString& kind);

 private:
  void open();

  const AppSettings& settings_;
  bool opened_ = false;
  std::map<QString, QSoundEffect*> effects_;
};

}  // namespace djed::gui
